import Handlebars from 'handlebars';
import { flattened } from './flatten.js';

/** Template sources of one target: entry templates by relative path, partials by name. */
export interface TemplateSet {
  readonly templates: ReadonlyMap<string, string>;
  readonly partials: ReadonlyMap<string, string>;
}

export interface Renderer {
  /** Renders the entry template at `name` (relative to the target's template folder). */
  render(name: string, view: object): string;
}

type BlockProgram = ((context: unknown, options: { data?: unknown }) => string) & { readonly blockParams?: number };

interface EachOptions {
  readonly fn: BlockProgram;
  readonly inverse: (context: unknown) => string;
  readonly data?: object;
  readonly ids?: unknown;
}

/**
 * `{{#each}}` over an array, as the built-in helper renders it (`@index`, `@key`, `@first`,
 * `@last`; `{{else}}` when empty) without its per-item allocations (block parameter arrays,
 * an options object per item). Anything else — objects, iterables, block parameters, tracked
 * ids — goes to the built-in helper.
 */
function arrayEach(builtIn: Handlebars.HelperDelegate): Handlebars.HelperDelegate {
  return function each(this: unknown, context: unknown, options: EachOptions): string {
    const fn = options.fn;
    if (!Array.isArray(context) || (fn.blockParams ?? 0) > 0 || options.ids !== undefined) {
      return builtIn.call(this, context, options) as string;
    }
    const items: readonly unknown[] = context;
    const data = options.data === undefined ? undefined : (Handlebars.createFrame(options.data) as Record<string, unknown>);
    const itemOptions = { data };
    const count = items.length;
    let out = '';
    for (let i = 0; i < count; i++) {
      if (!(i in items)) continue;
      if (data !== undefined) {
        data['key'] = i;
        data['index'] = i;
        data['first'] = i === 0;
        data['last'] = i === count - 1;
      }
      out += fn(items[i], itemOptions);
    }
    return count === 0 ? options.inverse(this) : flattened(out);
  };
}

/**
 * One isolated Handlebars environment per target. Templates only lay text out: no HTML escaping,
 * strict lookups (a missing view field is a bug, not an empty string), no helpers beyond the
 * built-in block helpers.
 */
export function createRenderer(set: TemplateSet): Renderer {
  const env = Handlebars.create();
  const builtInEach = env.helpers['each'];
  if (builtInEach !== undefined) env.registerHelper('each', arrayEach(builtInEach));
  const options = { noEscape: true, strict: true, knownHelpersOnly: true } as const;
  for (const [name, source] of set.partials) env.registerPartial(name, env.compile(source, options));
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  return {
    render(name: string, view: object): string {
      let template = compiled.get(name);
      if (template === undefined) {
        const source = set.templates.get(name);
        if (source === undefined) throw new Error(`no template named ${name}`);
        template = env.compile(source, options);
        compiled.set(name, template);
      }
      return flattened(template(view));
    },
  };
}
