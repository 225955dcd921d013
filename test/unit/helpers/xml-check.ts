// A small XML reader for tests: checks well-formedness (balanced, properly
// nested tags; only the five predefined entities) and reads elements' text.

export function assertWellFormed(xml: string): void {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|<!--[\s\S]*?-->/g;
  let last = 0;
  for (const match of body.matchAll(tag)) {
    checkText(body.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (!name) continue;
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open}>`);
    } else if (!selfClosing) stack.push(name);
  }
  checkText(body.slice(last));
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
}

function checkText(text: string): void {
  if (text.includes('<') || text.includes('>')) throw new Error(`markup in text: ${text}`);
  const bad = text.match(/&(?!(amp|lt|gt|quot|apos);)/);
  if (bad) throw new Error(`bare & in text: ${text}`);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The decoded text of every `<name>` element, in document order. */
export function texts(xml: string, name: string): string[] {
  const re = new RegExp(`<${name}>([^<]*)</${name}>`, 'g');
  return [...xml.matchAll(re)].map((m) => m[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e]!));
}

export function count(xml: string, name: string): number {
  return (xml.match(new RegExp(`<${name}[ >]`, 'g')) ?? []).length;
}
