/**
 * Session replay records page text (docs/product.md §8), so an element that shows personal data (an
 * address, a phone number, an email, a name, a job description, access notes, a session's
 * device or address) carries this attribute, and replay masks it and everything inside it.
 */
export const PERSONAL_DATA_ATTRIBUTE = 'data-personal';

/** The selector session replay masks (see REPLAY_OPTIONS). */
export const PERSONAL_DATA_SELECTOR = `[${PERSONAL_DATA_ATTRIBUTE}]`;

/** Spread on an element that shows personal data: `<p {...personalDataProps}>{address}</p>`. */
export const personalDataProps = { [PERSONAL_DATA_ATTRIBUTE]: '' } as const;
