import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** A piece of English found outside the catalogue: where it is and what it says. */
export interface Literal {
  file: string
  line: number
  text: string
  why: 'jsx text' | 'attribute' | 'rendered expression' | 'prose'
}

/** Attributes a visitor reads or hears (the kit's Modal turns `label` into the dialog's name). */
const USER_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
])
/** Attributes that never reach the visitor: prose in them is not a finding. */
const MACHINE_ATTRIBUTES = new Set(['className', 'data-testid', 'key', 'href', 'rel', 'target', 'type', 'id', 'role'])

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
])

const hasLetters = (text: string) => /\p{L}/u.test(text)
/**
 * Two words with a space between them: a sentence or a label, not an identifier, a key, a CSS
 * selector or media query, or SVG path data (single letters).
 */
const looksLikeProse = (text: string) => /\p{L}{2,}\s+\p{L}{2,}/u.test(text)

/** The strings an expression renders as it is, following conditionals and && / || / ?? chains. */
function renderedStrings(node: ts.Node): ts.Node[] {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return renderedStrings(node.expression)
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node]
  if (ts.isTemplateExpression(node)) return [node]
  if (ts.isConditionalExpression(node)) return [...renderedStrings(node.whenTrue), ...renderedStrings(node.whenFalse)]
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return renderedStrings(node.right)
    if (
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.PlusToken
    )
      return [...renderedStrings(node.left), ...renderedStrings(node.right)]
  }
  return []
}

/** The literal text of a string or template node (a template's fixed parts only). */
function literalText(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
  return ''
}

/** Does no visitor read this string: an error's message, a console line, a compared name, a class? */
function isUnseenText(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isNewExpression(parent) && /Error$/.test(parent.expression.getText())) return true
    if (ts.isCallExpression(parent)) {
      const callee = parent.expression.getText()
      if (callee === 'super' || callee.startsWith('console.')) return true
    }
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true
    // Compared, not shown: a state's or a key's name.
    if (ts.isCaseClause(parent) || (ts.isBinaryExpression(parent) && EQUALITY.has(parent.operatorToken.kind)))
      return true
    if (ts.isJsxAttribute(parent) && MACHINE_ATTRIBUTES.has(parent.name.getText())) return true
    if (ts.isPropertyAssignment(parent) && parent.name.getText() === 'className') return true
    if (ts.isBlock(parent) || ts.isSourceFile(parent)) return false
  }
  return false
}

/** Finds user-visible literal text in one TypeScript or TSX source. */
export function findLiterals(file: string, source: string): Literal[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  const found: Literal[] = []
  const reported = new Set<ts.Node>()
  const report = (node: ts.Node, text: string, why: Literal['why']) => {
    if (reported.has(node)) return
    reported.add(node)
    found.push({
      file,
      line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
      why,
    })
  }

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetters(node.text)) report(node, node.text, 'jsx text')
    if (ts.isJsxAttribute(node) && node.initializer && USER_ATTRIBUTES.has(node.name.getText())) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer
      for (const string of value ? renderedStrings(value) : [])
        if (hasLetters(literalText(string))) report(string, literalText(string), 'attribute')
    }
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const string of renderedStrings(node.expression))
        if (hasLetters(literalText(string))) report(string, literalText(string), 'rendered expression')
    }
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
      !isUnseenText(node)
    ) {
      const text = literalText(node)
      if (looksLikeProse(text)) report(node, text, 'prose')
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

/** Every .ts and .tsx file under a folder. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts'))
    .map((path) => join(folder, path))
}

/** The findings in the given folders, with paths relative to `root`. */
export function scan(root: string, folders: string[]): Literal[] {
  return folders.flatMap((folder) =>
    sourceFiles(join(root, folder)).flatMap((path) => findLiterals(relative(root, path), readFileSync(path, 'utf8'))),
  )
}
