import type { Deps } from '../../deps';
import { forgetPicture } from '../provider-profile';
import type { RunningQueue } from '../queue';
import { deleteUnsentPhotosBefore } from './conversations.repository';

/** How long a photo uploaded for a message waits to be sent (docs/conversations.md, "Text and photos"). */
export const UNSENT_PHOTO_HOURS = 24;

/**
 * Deletes the photos uploaded for a message but never sent for a day (they show a home, and
 * nobody else can see them), a batch at a time, and their files unless another record shows the
 * same picture. Answers how many went.
 */
export async function removeUnsentPhotos(deps: Deps, options = { batchSize: 500 }): Promise<number> {
  const before = new Date(deps.now().getTime() - UNSENT_PHOTO_HOURS * 3_600_000);
  let removed = 0;
  for (;;) {
    const keys = await deleteUnsentPhotosBefore(deps.db, before, options.batchSize);
    for (const key of new Set(keys)) await forgetPicture(deps, key);
    removed += keys.length;
    if (keys.length < options.batchSize) return removed;
  }
}

/** Every hour at :41 (away from the other sweeps' minutes). */
export async function startUnsentPhotoWorkers(queue: RunningQueue, deps: Deps): Promise<void> {
  await queue.work('message-photo-cleanup', async () => {
    await removeUnsentPhotos(deps);
  });
  await queue.every('message-photo-cleanup', '41 * * * *');
}
