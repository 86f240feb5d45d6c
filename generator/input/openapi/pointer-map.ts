/**
 * Pointers of the rewritten description back to the original: the rewrite inserts a few
 * schema levels (a `nullable` wrapper, an int-or-string union, a discriminator tag), each
 * recorded as rewritten prefix → original pointer.
 */
export class PointerMap {
  private readonly inserted = new Map<string, string>();

  add(rewritten: string, original: string): void {
    this.inserted.set(rewritten, original);
  }

  /** The original pointer of a rewritten one (the longest recorded prefix replaced, repeatedly). */
  original(pointer: string): string {
    let current = pointer;
    for (;;) {
      let best: string | undefined;
      for (const prefix of this.inserted.keys()) {
        if ((current === prefix || current.startsWith(`${prefix}/`)) && (best === undefined || prefix.length > best.length)) best = prefix;
      }
      if (best === undefined) return current;
      current = `${this.inserted.get(best) ?? ''}${current.slice(best.length)}`;
    }
  }

  get size(): number {
    return this.inserted.size;
  }
}
