#!/usr/bin/env node
// Part of `npm run lint`: fails on a user-visible string written straight into a component (JSX text, or a
// label-like attribute given as a literal) instead of going through i18n's t().
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';

const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'alt', 'title', 'placeholder', 'label', 'aria-description']);
/** Text that is the same in every language: brand names, symbols, numbers. */
const ALLOWED = /^(Korai|K-ORAI|Pro|Free|Premium|©\s*Korai|[\p{P}\p{S}\p{N}\s]*)$/u;

function* components(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* components(full);
    else if (entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx')) yield full;
  }
}

const problems = [];
for (const file of components('src/web')) {
  const code = fs.readFileSync(file, 'utf8');
  const ast = parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const report = (node, text) => problems.push(`${file}:${node.loc.start.line}: "${text.trim()}"`);
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'JSXText' && /\p{L}/u.test(node.value) && !ALLOWED.test(node.value.trim()))
      report(node, node.value);
    if (node.type === 'JSXAttribute' && VISIBLE_ATTRIBUTES.has(node.name.name) && node.value) {
      const literal = node.value.type === 'StringLiteral' ? node.value : node.value.expression;
      const value = literal?.type === 'StringLiteral' ? literal.value : undefined;
      if (value && /\p{L}/u.test(value) && !ALLOWED.test(value)) report(node, value);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'loc' || key === 'start' || key === 'end') continue;
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  };
  visit(ast.program);
}

if (problems.length) {
  console.error(`User-visible text outside i18n (use t('...')):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('ui strings: every user-visible text goes through i18n');
