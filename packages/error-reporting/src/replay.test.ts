import { REPLAY_OPTIONS } from './config';
import { personalDataProps } from './personal-data';
import { replayIntegration } from './replay';

/** What the real Replay integration hands to its recorder (rrweb) for these options. */
interface RecordingOptions {
  maskAllText: boolean;
  maskAllInputs: boolean;
  maskTextSelector: string;
}

describe('session replay options', () => {
  const recording = (replayIntegration(REPLAY_OPTIONS) as unknown as { _recordingOptions: RecordingOptions })._recordingOptions;

  it('records text (docs/product.md §8) but masks every input', () => {
    expect(recording).toMatchObject({ maskAllText: false, maskAllInputs: true });
  });

  it('masks elements marked as personal data, and what is inside them, but not ordinary text', () => {
    document.body.innerHTML = '<p id="plain">Home cleaning</p><section id="personal"><span id="inside">350 Fifth Avenue</span></section>';
    const personal = document.getElementById('personal')!;
    for (const [name, value] of Object.entries(personalDataProps)) personal.setAttribute(name, value);

    expect(personal.matches(recording.maskTextSelector)).toBe(true);
    expect(document.getElementById('inside')!.closest(recording.maskTextSelector)).toBe(personal);
    expect(document.getElementById('plain')!.closest(recording.maskTextSelector)).toBeNull();
    // Sentry's own marker keeps working beside ours.
    expect(recording.maskTextSelector.split(',')).toEqual(expect.arrayContaining(['.sentry-mask', '[data-sentry-mask]']));
  });
});
