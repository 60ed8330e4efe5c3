// The remote's standalone page (for its own team); the shell loads ./routes through remoteEntry.js.
import('./standalone');
