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
    if (this.inserted.size === 0) return pointer;
    let current = pointer;
    for (let end = current.length; end > 0; end = current.lastIndexOf('/', end - 1)) {
      if (end < current.length && current[end] !== '/') continue;
      const replacement = this.inserted.get(current.slice(0, end));
      if (replacement !== undefined) {
        current = `${replacement}${current.slice(end)}`;
        end = current.length + 1;
      }
    }
    return current;
  }

  get size(): number {
    return this.inserted.size;
  }
}
