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

type Specification = Parameters<typeof Handlebars.template>[0];

const COMPILE_OPTIONS = { noEscape: true, strict: true, knownHelpersOnly: true } as const;

/** The compiler stages of a Handlebars environment (Handlebars.compile's, without its laziness). */
interface CompilerStages {
  parse(source: string, options: object): unknown;
  Compiler: new () => { compile(ast: unknown, options: object): unknown };
  JavaScriptCompiler: new () => { compile(environment: unknown, options: object, context: undefined, asObject: true): Specification };
}

/**
 * Compiled templates by source, for the life of the process. A specification is code over the
 * environment it runs in, the same for every environment, and compiling one costs more than many
 * renders, so every generation after the first finds its templates compiled.
 */
const specifications = new Map<string, Specification>();

function specificationOf(env: typeof Handlebars, source: string): Specification {
  const known = specifications.get(source);
  if (known !== undefined) return known;
  const stages = env as unknown as CompilerStages;
  const options = { ...COMPILE_OPTIONS, data: true };
  const ast = stages.parse(source, options);
  const specification = new stages.JavaScriptCompiler().compile(new stages.Compiler().compile(ast, options), options, undefined, true);
  specifications.set(source, specification);
  return specification;
}

/** A template of `env`, compiled on its first use (a partial may never be used). */
function lazyTemplate(env: typeof Handlebars, source: string): Handlebars.TemplateDelegate {
  let template: Handlebars.TemplateDelegate | undefined;
  return (context, options) => {
    template ??= env.template(specificationOf(env, source));
    return template(context, options);
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
  for (const [name, source] of set.partials) env.registerPartial(name, lazyTemplate(env, source));
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  return {
    render(name: string, view: object): string {
      let template = compiled.get(name);
      if (template === undefined) {
        const source = set.templates.get(name);
        if (source === undefined) throw new Error(`no template named ${name}`);
        template = env.template(specificationOf(env, source));
        compiled.set(name, template);
      }
      return flattened(template(view));
    },
  };
}
