/**
 * One visit's options of one tool: what is on screen now, and whether they came from a link and are
 * not remembered yet. Link settings apply for the visit only; they are remembered when the visitor
 * keeps them or runs a file with them, and "Undo" goes back to the remembered ones.
 */
import type { ZodMiniType } from 'zod/mini';
import { linkModule } from './link-reader';
import type { SettingsFromLink } from './settings-link';

export interface OptionsStorage<T> {
  load(): T;
  save(value: T): void;
}

type Listener = () => void;

export class OptionsVisit<T> {
  current: T;
  /** The link's settings while they are neither kept nor undone. */
  link: SettingsFromLink<T> | null;
  private show: ((value: T) => void) | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(
    readonly schema: ZodMiniType<T> | undefined,
    private readonly storage: OptionsStorage<T>,
    search: string,
  ) {
    const remembered = storage.load();
    performance.mark('localbox:settings-link:start');
    const link = linkModule();
    this.link = schema && link ? link.readSettingsLink(schema, remembered, search) : null;
    // Measured, so a test can hold the cost of reading a link (10,000 parameters) under a long task.
    performance.measure('localbox:settings-link', 'localbox:settings-link:start');
    this.current = this.link?.options ?? remembered;
  }

  /** The screen's state setter, so "Undo" can show the remembered options. */
  attach(show: (value: T) => void) {
    this.show = show;
    return () => {
      if (this.show === show) this.show = null;
    };
  }

  /** A change made on screen: remembered at once, unless link settings are still pending. */
  change(next: T) {
    this.current = next;
    if (!this.link) this.storage.save(next);
  }

  /** Remembers what is on screen (the link's settings and any change since) and closes the notice. */
  keep(): T {
    if (this.link) {
      this.storage.save(this.current);
      this.settle();
    }
    return this.current;
  }

  /** Back to the remembered options; the link changes nothing. */
  undo() {
    if (!this.link) return;
    this.current = this.storage.load();
    this.show?.(this.current);
    this.settle();
  }

  subscribe(listener: Listener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private settle() {
    this.link = null;
    // The address bar no longer says settings come from a link (a reload shows the remembered ones).
    const { pathname, search, hash } = window.location;
    const rest = linkModule()?.withoutOptionKeys(search) ?? search;
    if (rest !== search) history.replaceState(history.state, '', `${pathname}${rest}${hash}`);
    this.listeners.forEach((listener) => listener());
  }
}

