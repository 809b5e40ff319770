import type { PT_BR } from './texts/pt-BR';

/**
 * Messages that cross a boundary — a validation rule, an API error, a refused sync change, a
 * plan limit — travel as a code with parameters, never as a sentence: each reader turns the code
 * into text in their own language (docs/decisions/0018). The pt-BR texts are the source of the
 * codes and of the parameters each takes.
 */
export type MessageCode = keyof typeof PT_BR;

/** Every message's text in one language (a language's file is typed by it). */
export type MessageTexts = Readonly<Record<MessageCode, string>>;

/** The `{{name}}` placeholders of a text, as a union of names. */
type PlaceholdersOf<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** The parameters the text of `Code` needs. */
export type ParamNamesOf<Code extends MessageCode> = PlaceholdersOf<(typeof PT_BR)[Code]>;

export type MessageParams = Readonly<Record<string, string | number>>;

/** A message as it crosses a boundary. */
export interface Message {
  code: MessageCode;
  params?: MessageParams;
}

/** The codes whose text needs no parameter: where a bare code is enough. */
export type ParamlessCode = {
  [Code in MessageCode]: [ParamNamesOf<Code>] extends [never] ? Code : never;
}[MessageCode];

type ParamsArgument<Code extends MessageCode> = [ParamNamesOf<Code>] extends [never]
  ? []
  : [Readonly<Record<ParamNamesOf<Code>, string | number>>];

/** A message with exactly the parameters its text takes (checked by the compiler). */
export function message<Code extends MessageCode>(
  code: Code,
  ...params: ParamsArgument<Code>
): Message {
  return params[0] ? { code, params: params[0] } : { code };
}

/** A message, or the bare code of one that takes no parameter. */
export type MessageLike = Message | ParamlessCode;

export const toMessage = (value: MessageLike): Message =>
  typeof value === 'string' ? { code: value } : value;

/** The names of the `{{name}}` placeholders of a text, in order of appearance. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
}
