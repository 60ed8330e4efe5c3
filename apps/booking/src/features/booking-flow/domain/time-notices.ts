/** What the customer is told when the time they were about to book is gone. */
export const holdExpiredMessage = 'The time we held for you ran out. Pick a time again — everything else is saved.';

export const slotTakenMessage = 'That time was just taken. Here are the next available times.';
