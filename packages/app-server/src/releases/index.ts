export { openReleaseStore, type ReleaseStore } from './store';
export { goLive, rollBack, startCanary, promoteCanary, ReleaseStepError } from './channel-steps';
export { incompatibilities, acceptedRange, shellAcceptsSchema, type ShellAccepts } from './compatibility';
export { describeBuiltRemote, biggestAdditions, type BuiltRemote } from './built-remote';
export {
  channelSchema,
  releaseRecordSchema,
  emptyChannel,
  versionName,
  CHANNELS_FOLDER,
  RELEASE_RECORD_FILE,
  type Channel,
  type ReleaseRecord,
} from './records';
export { releaseRemote, rollBackRemote, canaryRemote, promoteRemote, readShellAccepts, describeChannel, ReleaseRefusedError, type ReleaseOptions } from './commands';
