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

/**
 * One isolated Handlebars environment per target. Templates only lay text out: no HTML escaping,
 * strict lookups (a missing view field is a bug, not an empty string), no helpers beyond the
 * built-in block helpers.
 */
export function createRenderer(set: TemplateSet): Renderer {
  const env = Handlebars.create();
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
