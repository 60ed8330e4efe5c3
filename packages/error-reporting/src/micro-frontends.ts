/** What the reporting knows of one micro-frontend: its name, release and where its code lives. */
export interface MicroFrontend {
  name: string;
  release: string;
  /** Origin + path prefix its scripts are served from, e.g. `http://localhost:3001/`. */
  assetBaseUrl?: string;
}

export interface FrameLike {
  filename?: string;
}

export interface EventLike {
  release?: string;
  tags?: Record<string, unknown>;
  exception?: { values?: Array<{ stacktrace?: { frames?: FrameLike[] } }> };
}

export const MFE_TAG = 'mfe';

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

  /** The micro-frontend whose script holds the innermost stack frame, else the host. */
  owner(event: EventLike): MicroFrontend {
    const frames = (event.exception?.values ?? []).flatMap((value) => value.stacktrace?.frames ?? []);
    for (let i = frames.length - 1; i >= 0; i -= 1) {
      const mfe = this.ownerOfScript(frames[i]?.filename);
      if (mfe) return mfe;
    }
    return this.host;
  }

  /** Tags the event with its micro-frontend (an explicit tag wins) and that one's release. */
  attribute<E extends EventLike>(event: E): E {
    const tagged = event.tags?.[MFE_TAG];
    const mfe =
      typeof tagged === 'string'
        ? (this.byName.get(tagged) ?? { name: tagged, release: `${tagged}@unknown` }) // e.g. never loaded
        : this.owner(event);
    event.tags = { ...event.tags, [MFE_TAG]: mfe.name, 'mfe.release': mfe.release };
    event.release = mfe.release;
    return event;
  }

  private ownerOfScript(filename: string | undefined): MicroFrontend | undefined {
    if (!filename) return undefined;
    for (const mfe of this.byName.values()) {
      if (mfe.name !== this.hostName && mfe.assetBaseUrl && filename.startsWith(mfe.assetBaseUrl)) return mfe;
    }
    return undefined;
  }
}
