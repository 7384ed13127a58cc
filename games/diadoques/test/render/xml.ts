/** A tiny well-formedness check for generated SVG: balanced tags, quoted attributes, escaped text. */
export function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    const text = svg.slice(i, lt < 0 ? svg.length : lt);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(text)) problems.push(`unescaped & near ${i}`);
    if (text.includes('>')) problems.push(`stray > near ${i}`);
    if (lt < 0) break;
    tag.lastIndex = lt;
    const m = tag.exec(svg);
    if (!m) {
      problems.push(`malformed tag at ${lt}: ${svg.slice(lt, lt + 60)}`);
      break;
    }
    const [, close, name, , self] = m;
    if (close) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}> at ${lt}`);
    } else if (!self) stack.push(name!);
    i = tag.lastIndex;
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(' > ')}`);
  return problems;
}
