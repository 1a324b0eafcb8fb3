// Quotes an untrusted value for a message: JSON-like, at most 60 characters, never deeper than 3 levels.

const MAX_QUOTE = 60;
const MAX_DEPTH = 3;

function render(value: unknown, depth: number, budget: { left: number }): string {
  if (budget.left <= 0) return '';
  let out: string;
  if (value === undefined) out = 'undefined';
  else if (value === null || typeof value !== 'object') {
    const text = typeof value === 'string' ? value.slice(0, MAX_QUOTE + 1) : value;
    out =
      typeof text === 'string' || typeof text === 'boolean' || Number.isFinite(text)
        ? JSON.stringify(text)
        : String(text);
  } else if (depth >= MAX_DEPTH) out = Array.isArray(value) ? '[...]' : '{...}';
  else if (Array.isArray(value)) {
    const parts: string[] = [];
    for (let i = 0; i < value.length && budget.left > 0; i += 1) {
      parts.push(render(value[i], depth + 1, budget));
      budget.left -= (parts[parts.length - 1]?.length ?? 0) + 1;
    }
    out = `[${parts.join(',')}${parts.length < value.length ? ',...' : ''}]`;
  } else {
    const parts: string[] = [];
    let keys = 0;
    for (const key in value) {
      if (budget.left <= 0) break;
      keys += 1;
      const part = `${JSON.stringify(key.slice(0, MAX_QUOTE))}:${render((value as Record<string, unknown>)[key], depth + 1, budget)}`;
      parts.push(part);
      budget.left -= part.length + 1;
    }
    out = `{${parts.join(',')}${keys < Object.keys(value).length ? ',...' : ''}}`;
  }
  return out;
}

/** `"z9"`, `{"from":"e1","to":...}`: a short, safe rendering of any parsed JSON value. */
export function quote(value: unknown): string {
  const text = render(value, 0, { left: MAX_QUOTE });
  return text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE - 3)}...` : text;
}
