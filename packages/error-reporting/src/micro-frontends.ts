/** What the reporting knows of one micro-frontend: its name, release and where its code lives. */
export interface MicroFrontend {
  name: string;
  release: string;
  /** Origin + path prefix its scripts are served from, e.g. `http://localhost:3001/`. */
  assetBaseUrl?: string;
}

export interface FrameLike {
  filename?: string;
  /**
   * What a remote's build put in its scripts (`{ mfe: <name> }`, packages/build-config's
   * module-metadata.mjs), added to the frame by Sentry's `moduleMetadataIntegration`.
   */
  module_metadata?: { mfe?: unknown };
}

export interface EventLike {
  release?: string;
  tags?: Record<string, unknown>;
  extra?: Record<string, unknown>;
  exception?: { values?: Array<{ stacktrace?: { frames?: FrameLike[] } }> };
}

export const MFE_TAG = 'mfe';

/** Extra data naming the micro-frontend whose code threw: whose Sentry project gets the event. */
export const CODE_OWNER_KEY = 'mfe.code';

/**
 * Remembers every micro-frontend on the page, so an event can be credited to the one whose
 * code threw it, with that micro-frontend's own release.
 */
export class MicroFrontendRegistry {
  private readonly byName = new Map<string, MicroFrontend>();
  private readonly hostName: string;

  constructor(host: MicroFrontend) {
    this.hostName = host.name;
    this.byName.set(host.name, host);
  }

  private get host(): MicroFrontend {
    return this.byName.get(this.hostName) as MicroFrontend;
  }

  register(mfe: MicroFrontend): void {
    this.byName.set(mfe.name, { ...this.byName.get(mfe.name), ...mfe });
  }

  get(name: string): MicroFrontend | undefined {
    return this.byName.get(name);
  }

  /**
   * The micro-frontend whose code threw the event's error: the innermost frame of the error
   * itself (its causes, listed before it, were thrown elsewhere) that lies in a remote's script,
   * known by the metadata the remote's build put in it or, for a build without it, by the
   * script's URL. Frames in the host's scripts, the shared packages it serves included, are
   * passed over: a remote's call into shared code that throws is the remote's. Else the host.
   */
  codeOwner(event: EventLike): MicroFrontend {
    const frames = event.exception?.values?.at(-1)?.stacktrace?.frames ?? [];
    for (let i = frames.length - 1; i >= 0; i -= 1) {
      const mfe = this.ownerOfFrame(frames[i]);
      if (mfe) return mfe;
    }
    return this.host;
  }

  /**
   * Tags the event with its micro-frontend (an explicit tag wins: the shell names the remote
   * whose loading failed) and that one's release. The event's own release, and the project it
   * is sent to (`CODE_OWNER_KEY`), are those of the micro-frontend whose code threw it.
   */
  attribute<E extends EventLike>(event: E): E {
    const owner = this.codeOwner(event);
    const tagged = event.tags?.[MFE_TAG];
    const mfe = typeof tagged === 'string' ? this.named(tagged) : owner;
    event.tags = { ...event.tags, [MFE_TAG]: mfe.name, 'mfe.release': mfe.release };
    event.release = owner.release;
    event.extra = { ...event.extra, [CODE_OWNER_KEY]: owner.name };
    return event;
  }

  /** A registered micro-frontend, or one never loaded (its release unknown). */
  private named(name: string): MicroFrontend {
    return this.byName.get(name) ?? { name, release: `${name}@unknown` };
  }

  private ownerOfFrame(frame: FrameLike | undefined): MicroFrontend | undefined {
    const tagged = frame?.module_metadata?.mfe;
    if (typeof tagged === 'string' && tagged !== this.hostName) return this.named(tagged);
    return this.ownerOfScript(frame?.filename);
  }

  private ownerOfScript(filename: string | undefined): MicroFrontend | undefined {
    if (!filename) return undefined;
    for (const mfe of this.byName.values()) {
      if (mfe.name !== this.hostName && mfe.assetBaseUrl && filename.startsWith(mfe.assetBaseUrl)) return mfe;
    }
    return undefined;
  }
}
