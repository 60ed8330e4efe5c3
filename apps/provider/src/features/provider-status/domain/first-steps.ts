import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ProviderEditor } from '@marketplace/contracts';

export interface FirstStep {
  key: 'hours' | 'picture' | 'bio' | 'services';
  /** Formatted where shown. */
  label: MessageDescriptor;
  done: boolean;
  /** Where on the profile editor to do it. */
  anchor: string;
}

const labels = defineMessages({
  hours: { id: 'provider.first-steps.hours', defaultMessage: 'Set your weekly hours: customers can book you only then' },
  picture: { id: 'provider.first-steps.picture', defaultMessage: 'Upload a picture' },
  bio: { id: 'provider.first-steps.bio', defaultMessage: 'Write a short bio' },
  services: { id: 'provider.first-steps.services', defaultMessage: 'Choose the services you offer' },
});

const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0;

/**
 * A new provider's first steps (docs/market-providers.md), each ticked from their real profile:
 * weekly hours (without them nobody is offered them), a picture, a bio and services.
 */
export function firstSteps(editor: Pick<ProviderEditor, 'availability' | 'hasUploadedPicture' | 'bioHtml' | 'serviceIds'>): FirstStep[] {
  return [
    { key: 'hours', label: labels.hours, done: editor.availability.days.some((day) => day.intervals.length > 0), anchor: 'hours-title' },
    { key: 'picture', label: labels.picture, done: editor.hasUploadedPicture, anchor: 'picture-title' },
    { key: 'bio', label: labels.bio, done: hasText(editor.bioHtml), anchor: 'details-title' },
    { key: 'services', label: labels.services, done: editor.serviceIds.length > 0, anchor: 'details-title' },
  ];
}
