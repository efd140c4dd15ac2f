// Every field of every kind of content file, described for the owner: what it means (the JSDoc
// written on it in content/schemas), whether it is required, and what to write. The field reference
// in CONTENT.md and the files `npm run new` scaffolds are both made from this, so neither can drift
// from the schemas. Node only: the JSDoc is read from the source by the TypeScript compiler.
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import type { z } from 'zod'
import { collections } from './collections.ts'

export interface Field {
  name: string
  /** The field's JSDoc. */
  doc: string
  required: boolean
  /** What the site uses when an optional field is left out. */
  defaultValue?: unknown
  /** What to write, as a sentence, e.g. "Text, up to 70 characters." */
  format: string
  /** A plain value, a list of values or groups, or a group of fields. */
  shape: 'value' | 'list' | 'group'
  /** The fewest items a list may have. */
  minItems?: number
  /** The fields of a group, or of each group in a list. */
  fields?: Field[]
  /** A group that takes one of several forms (each with its own fields). */
  forms?: Field[][]
}

export interface ContentKind {
  /** As in collections.ts, e.g. "service panels". */
  name: string
  /** Where the files live, e.g. "content/projects/{name}.mdx". */
  files: string
  /** The schema's JSDoc. */
  doc: string
  fields: Field[]
}

type Schema = z.core.$ZodType
type Def = z.core.$ZodTypeDef & Record<string, any>

/** The TypeScript view of the schemas, to read the JSDoc zod does not keep at run time. */
function schemaTypes() {
  const collectionsFile = fileURLToPath(new URL('./collections.ts', import.meta.url))
  const program = ts.createProgram([collectionsFile], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    // The ES library alone: the DOM's declarations are large and the schemas do not use them.
    lib: ['lib.es2022.d.ts'],
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
  })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(collectionsFile)!
  let list: ts.ArrayLiteralExpression | undefined
  source.forEachChild(function find(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'collections') {
      let expression = node.initializer!
      while (ts.isSatisfiesExpression(expression) || ts.isAsExpression(expression)) expression = expression.expression
      list = expression as ts.ArrayLiteralExpression
    } else node.forEachChild(find)
  })
  const docOf = (symbol: ts.Symbol) => ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim()
  // The `schema` of each entry in `collections`, in order: its type and the JSDoc of the schema constant.
  const schemas = list!.elements.map((element) => {
    const schema = (element as ts.ObjectLiteralExpression).properties.find((p) => p.name?.getText() === 'schema') as ts.PropertyAssignment
    let symbol = checker.getSymbolAtLocation(schema.initializer)!
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
    return { type: checker.getTypeAtLocation(schema.initializer), doc: docOf(symbol) }
  })
  // zod's schema types are generic interfaces whose first type argument is what a walk needs: the
  // shape of ZodObject<Shape>, the inner type of ZodOptional<T>, ZodDefault<T>, ZodArray<T> and
  // ZodPipe<In, Out>, the options tuple of ZodUnion<Options>. Reading it avoids resolving every
  // method of every schema type, which takes seconds.
  const typeArgument = (type: ts.Type) => {
    const [argument] = checker.getTypeArguments(type as ts.TypeReference)
    if (!argument) throw new Error(`scripts/build/content/fields.ts: ${checker.typeToString(type)} has no type argument (has zod changed?)`)
    return argument
  }
  return {
    schemas,
    inner: typeArgument,
    /** The members of a union's options tuple. */
    options: (type: ts.Type) => checker.getTypeArguments(typeArgument(type) as ts.TypeReference),
    /** A field of a ZodObject type, with its JSDoc. */
    shapeField: (object: ts.Type, key: string) => {
      const symbol = typeArgument(object).getProperty(key)
      if (!symbol) throw new Error(`scripts/build/content/fields.ts: no type for the field "${key}"`)
      return { type: checker.getTypeOfSymbol(symbol), doc: docOf(symbol) }
    },
  }
}

type Types = ReturnType<typeof schemaTypes>

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)
const code = (value: unknown) => `\`${String(value)}\``
const orList = (items: string[]) => items.join(', ').replace(/, ([^,]*)$/, ' or $1')
const checksOf = (def: Def) => ((def.checks ?? []) as { _zod: { def: Record<string, any> } }[]).map((check) => check._zod.def)
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/** What to write for a value, e.g. "Text, up to 70 characters". */
function formatOf(schema: Schema): string {
  const def = schema._zod.def as Def
  const checks = checksOf(def)
  const find = (name: string) => checks.find((check) => check.check === name)
  switch (def.type) {
    case 'string': {
      const format = find('string_format')
      const max = find('max_length')?.maximum
      if (def.format === 'email' || format?.format === 'email') return 'An e-mail address'
      if (def.format === 'url' || format?.format === 'url') return 'A web address starting https://'
      if (format?.error) return String(format.error({}))
      return `Text${max ? `, up to ${max} characters` : ''}`
    }
    case 'number': {
      const whole = checks.some((check) => check.format === 'safeint')
      const low = find('greater_than')
      const high = find('less_than')
      const lowest = low && (low.inclusive || !whole ? low.value : low.value + 1)
      const range =
        low && high ? ` from ${lowest} to ${high.value}` : low ? (low.inclusive || whole ? ` of ${lowest} or more` : ` above ${low.value}`) : ''
      return `${whole ? 'A whole number' : 'A number'}${range}`
    }
    case 'boolean':
      return `Either ${code(true)} or ${code(false)}`
    case 'date':
      return `A date written year-month-day, e.g. ${code('2026-11-01')}`
    case 'enum':
      return `One of ${orList(Object.values(def.entries).map(code))}`
    case 'literal':
      return orList(def.values.map(code))
    case 'union':
      return isGroup(def.options[0]) ? 'One of the forms below' : (def.options as Schema[]).map((option, i) => (i ? lowerFirst(formatOf(option)) : formatOf(option))).join(', or ')
    case 'array': {
      const exact = find('length_equals')?.length
      const min = find('min_length')?.minimum
      const count = exact ? ` of exactly ${exact}` : min ? ` of at least ${min}` : ''
      const item = def.element as Schema
      return isGroup(item) ? `A list${count}, each with the fields below` : `A list${count}; each item: ${lowerFirst(formatOf(item))}`
    }
    case 'object':
      return 'A group of the fields below'
    case 'pipe':
      return formatOf(def.in)
    default:
      if ('innerType' in def) return formatOf(def.innerType)
      return 'A value'
  }
}

const isGroup = (schema: Schema): boolean => {
  const def = schema._zod.def as Def
  if (def.type === 'pipe') return isGroup(def.in)
  return def.type === 'object' || (def.type === 'union' && isGroup(def.options[0])) || ('innerType' in def && isGroup(def.innerType))
}

function describeFields(schema: Schema, type: ts.Type, types: Types): Field[] {
  return Object.entries((schema._zod.def as Def).shape as Record<string, Schema>).map(([name, child]) => {
    const { type: childType, doc } = types.shapeField(type, name)
    return describeField(name, doc, child, childType, types)
  })
}

/** What the owner writes: the input of a schema that transforms it (ZodPipe<In, Out>). */
function beforeTransforms(schema: Schema, type: ts.Type, types: Types) {
  while ((schema._zod.def as Def).type === 'pipe') {
    schema = (schema._zod.def as Def).in
    type = types.inner(type)
  }
  return { schema, type }
}

function describeField(name: string, doc: string, schema: Schema, type: ts.Type, types: Types): Field {
  if (!doc) throw new Error(`content/schemas: the field "${name}" has no JSDoc comment; the owner's field reference needs one`)
  let required = true
  let defaultValue: unknown
  // Unwrap optional and default to reach the value's own schema and type.
  for (let def = schema._zod.def as Def; def.type === 'optional' || def.type === 'default'; def = schema._zod.def as Def) {
    required = false
    if (def.type === 'default') defaultValue = def.defaultValue
    schema = def.innerType
    type = types.inner(type)
  }
  ;({ schema, type } = beforeTransforms(schema, type, types))
  const def = schema._zod.def as Def
  const field: Field = { name, doc, required, defaultValue, format: sentence(formatOf(schema)), shape: 'value' }
  if (def.type === 'object') return { ...field, shape: 'group', fields: describeFields(schema, type, types) }
  if (def.type === 'union' && isGroup(def.options[0])) {
    const members = types.options(type)
    return { ...field, shape: 'group', forms: (def.options as Schema[]).map((option, i) => describeFields(option, members[i]!, types)) }
  }
  if (def.type === 'array') {
    const { schema: item, type: itemType } = beforeTransforms(def.element, types.inner(type), types)
    const count = checksOf(def).find((check) => check.check === 'length_equals' || check.check === 'min_length')
    const minItems = (count?.length ?? count?.minimum ?? 0) as number
    return { ...field, shape: 'list', minItems, fields: isGroup(item) ? describeFields(item, itemType, types) : undefined }
  }
  return field
}

let described: ContentKind[] | undefined

/**
 * Every kind of content file with its fields, in the order of collections.ts. Type-checking the
 * schemas takes seconds, so it is done once per process (the schemas' source does not change while
 * it runs); each caller gets its own copy to do as it likes with.
 */
export function describeContent(): ContentKind[] {
  described ??= (() => {
    const types = schemaTypes()
    return collections.map((collection, i) => {
      const { type, doc } = types.schemas[i]!
      return { name: collection.name, files: `content/${collection.files}`, doc, fields: describeFields(collection.schema, type, types) }
    })
  })()
  return structuredClone(described)
}
