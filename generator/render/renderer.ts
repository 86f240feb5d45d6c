import { createRequire } from 'node:module';
import type Handlebars from 'handlebars';
import { flattened } from './flatten.js';
import type { CompiledTemplates, TemplateSpec } from './precompile.js';

/** Template sources of one target: entry templates by relative path, partials by name. */
export interface TemplateSet {
  readonly templates: ReadonlyMap<string, string>;
  readonly partials: ReadonlyMap<string, string>;
  /** The target's runtime sources (`runtime/<lang>/src/`), by file name, copied into the output as they are. */
  readonly runtime: ReadonlyMap<string, string>;
  /** The same templates compiled ahead of time, when a build made them from exactly these sources. */
  readonly compiled?: CompiledTemplates;
}

export interface Renderer {
  /** Renders the entry template at `name` (relative to the target's template folder). */
  render(name: string, view: object): string;
  /** The target's runtime sources by file name, not rendered: a target sets their package line. */
  runtimeSources(): ReadonlyMap<string, string>;
}

/**
 * Templates only lay text out: no HTML escaping, strict lookups (a missing view field is a bug,
 * not an empty string), no helpers beyond the built-in block helpers.
 */
export const COMPILE_OPTIONS = { noEscape: true, strict: true, knownHelpersOnly: true } as const;

/**
 * One isolated Handlebars environment per target. A set compiled ahead of time needs only the
 * Handlebars runtime; otherwise the compiler is loaded and each template is compiled on first use.
 */
export function createRenderer(set: TemplateSet): Renderer {
  const { compiled } = set;
  const handlebars = createRequire(import.meta.url)(compiled === undefined ? 'handlebars' : 'handlebars/runtime') as typeof Handlebars;
  const env = handlebars.create();
  const prepare = (source: string, spec: TemplateSpec | undefined): Handlebars.TemplateDelegate =>
    spec === undefined ? env.compile(source, COMPILE_OPTIONS) : env.template(spec);
  for (const [name, source] of set.partials) env.registerPartial(name, prepare(source, compiled?.partials.get(name)));
  const prepared = new Map<string, Handlebars.TemplateDelegate>();
  return {
    render(name: string, view: object): string {
      let template = prepared.get(name);
      if (template === undefined) {
        const source = set.templates.get(name);
        if (source === undefined) throw new Error(`no template named ${name}`);
        template = prepare(source, compiled?.templates.get(name));
        prepared.set(name, template);
      }
      return flattened(template(view));
    },
    runtimeSources(): ReadonlyMap<string, string> {
      return set.runtime;
    },
  };
}
