import { isRemoteModule } from './index';

describe('isRemoteModule', () => {
  it('accepts mounts of route arrays with a release', () => {
    expect(isRemoteModule({ release: 'booking@1.0.0+abc', mounts: { 'my-jobs': [{ index: true }] } })).toBe(true);
  });

  it.each([null, {}, { release: 'x' }, { release: 1, mounts: {} }, { release: 'x', mounts: { job: {} } }])(
    'rejects %p',
    (value) => {
      expect(isRemoteModule(value)).toBe(false);
    },
  );
});
