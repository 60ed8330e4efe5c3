import type { ProviderEditor } from '@marketplace/contracts';

export interface FirstStep {
  key: 'hours' | 'picture' | 'bio' | 'services';
  label: string;
  done: boolean;
  /** Where on the profile editor to do it. */
  anchor: string;
}

const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0;

/**
 * A new provider's first steps (docs/market-providers.md), each ticked from their real profile:
 * weekly hours (without them nobody is offered them), a picture, a bio and services.
 */
export function firstSteps(editor: Pick<ProviderEditor, 'availability' | 'hasUploadedPicture' | 'bioHtml' | 'serviceIds'>): FirstStep[] {
  return [
    { key: 'hours', label: 'Set your weekly hours: customers can book you only then', done: editor.availability.days.some((day) => day.intervals.length > 0), anchor: 'hours-title' },
    { key: 'picture', label: 'Upload a picture', done: editor.hasUploadedPicture, anchor: 'picture-title' },
    { key: 'bio', label: 'Write a short bio', done: hasText(editor.bioHtml), anchor: 'details-title' },
    { key: 'services', label: 'Choose the services you offer', done: editor.serviceIds.length > 0, anchor: 'details-title' },
  ];
}
