// One-off codemod (issue 32 §4): rewrites `x.query<R>('… $1 … $2', [a, b])` in api/src into
// `x.query<R>(sql\`… ${a} … ${b}\`)`, the parameters in place of their placeholders. A text
// interpolation of the old template (`${COLUMNS}`) becomes `${Sql.raw(COLUMNS)}` (text the code
// owns) and `${client.escapeIdentifier(x)}` becomes `${Sql.identifier(x)}`. A call it cannot
// rewrite safely (parameters not an array literal, a placeholder without its parameter or a
// parameter without its placeholder, a repeated placeholder whose parameter is not a plain name,
// `$$` quoting) is left as it is and listed, to be rewritten by hand.
//   node api/scripts/sql-tagged.mjs (from the root) [--write] [files...]   (default: every non-spec .ts under api/src)
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const LAYER = 'api/src/infrastructure/database/read-models/';
const IMPORT_FROM = '#src/infrastructure/database/read-models/sql';
const write = process.argv.includes('--write');
const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

const files = (named.length ? named : walk('api/src')).filter((f) => !f.startsWith(LAYER));

/** The pieces of a SQL argument: text (cooked) and interpolated expressions, in order. */
function pieces(node, source) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ text: node.text }];
  if (ts.isTemplateExpression(node)) {
    const out = [{ text: node.head.text }];
    for (const span of node.templateSpans) out.push({ expr: span.expression }, { text: span.literal.text });
    return out;
  }
  if (ts.isParenthesizedExpression(node)) return pieces(node.expression, source);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = pieces(node.left, source);
    const right = pieces(node.right, source);
    if (left && right) return [...left, ...right];
  }
  return null;
}

const isLiteralSql = (node) =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateExpression(node) ||
  (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && pieces(node) !== null);

/** A parameter that may be written twice: evaluating it twice gives the same value, no side effect. */
function isPlain(node) {
  if (ts.isIdentifier(node) || node.kind === ts.SyntaxKind.ThisKeyword) return true;
  if (ts.isPropertyAccessExpression(node)) return isPlain(node.expression);
  if (ts.isNumericLiteral(node) || ts.isStringLiteral(node)) return true;
  return false;
}

const escapeTemplate = (text) => text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

const report = { rewritten: 0, skipped: [] };

for (const file of files) {
  const code = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const edits = [];
  let usesRaw = false;
  const at = (node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'query' &&
      node.arguments.length >= 1 &&
      isLiteralSql(node.arguments[0])
    ) {
      const skip = (why) => {
        report.skipped.push(`${at(node)}: ${why}`);
        ts.forEachChild(node, visit);
      };
      const [textArg, paramsArg] = node.arguments;
      let params = [];
      if (node.arguments.length > 2) return skip('more than two arguments');
      if (paramsArg) {
        if (!ts.isArrayLiteralExpression(paramsArg) || paramsArg.elements.some(ts.isSpreadElement))
          return skip('parameters not an array literal');
        params = [...paramsArg.elements];
      }
      const parts = pieces(textArg, source);
      const uses = params.map(() => 0);
      let out = '';
      let problem = null;
      let localRaw = false;
      for (const part of parts) {
        if (part.expr) {
          const e = part.expr;
          if (
            ts.isCallExpression(e) &&
            ts.isPropertyAccessExpression(e.expression) &&
            e.expression.name.text === 'escapeIdentifier' &&
            e.arguments.length === 1
          ) {
            out += `\${Sql.identifier(${e.arguments[0].getText(source)})}`;
          } else {
            out += `\${Sql.raw(${e.getText(source)})}`;
          }
          localRaw = true;
          continue;
        }
        if (part.text.includes('$$')) problem = 'dollar quoting';
        let last = 0;
        for (const m of part.text.matchAll(/\$(\d+)/g)) {
          const n = Number(m[1]);
          if (n < 1 || n > params.length) {
            problem = `$${n} has no parameter`;
            break;
          }
          uses[n - 1]++;
          out += escapeTemplate(part.text.slice(last, m.index)) + `\${${params[n - 1].getText(source)}}`;
          last = m.index + m[0].length;
        }
        out += escapeTemplate(part.text.slice(last));
      }
      if (!problem) {
        const unused = uses.findIndex((u) => u === 0);
        if (unused >= 0) problem = `parameter ${unused + 1} has no placeholder`;
      }
      if (!problem) {
        const repeated = uses.findIndex((u, i) => u > 1 && !isPlain(params[i]));
        if (repeated >= 0) problem = `$${repeated + 1} repeated and its parameter is not a plain name`;
      }
      if (problem) return skip(problem);
      if (localRaw) usesRaw = true;
      // Replace from the first argument to the end of the last (keeps the callee and type arguments).
      const start = textArg.getStart(source);
      const end = node.arguments[node.arguments.length - 1].getEnd();
      // A trailing comma after the last argument stays where it was.
      edits.push({ start, end, text: `sql\`${out}\`` });
      report.rewritten++;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!edits.length) continue;

  let next = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);

  // The import: `sql` (and `Sql` for a raw or identifier fragment), merged into one already there.
  const wanted = usesRaw ? ['Sql', 'sql'] : ['sql'];
  const existing = next.match(/import \{([^}]*)\} from '#src\/infrastructure\/database\/read-models\/(sql|table)';/);
  if (existing) {
    const have = existing[1]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const all = [...new Set([...have, ...wanted])].sort((a, b) => a.localeCompare(b));
    next = next.replace(existing[0], `import { ${all.join(', ')} } from '#src/infrastructure/database/read-models/${existing[2]}';`);
  } else {
    const imports = [...next.matchAll(/^import [^;]*;\n/gms)];
    const line = `import { ${wanted.join(', ')} } from '${IMPORT_FROM}';\n`;
    const after = imports.length ? imports[imports.length - 1].index + imports[imports.length - 1][0].length : 0;
    next = next.slice(0, after) + line + next.slice(after);
  }
  if (write) writeFileSync(file, next);
  console.log(`${write ? 'rewrote' : 'would rewrite'} ${file} (${edits.length})`);
}

console.log(`\n${report.rewritten} calls rewritten; ${report.skipped.length} left for a hand rewrite:`);
for (const s of report.skipped) console.log(`  ${s}`);
