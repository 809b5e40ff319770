import type { ChildEntity } from '@trilha/sync';
import { describe, expect, it } from 'vitest';
import type { LeafFieldSpec } from '../../../components/records/record-fields';
import { fieldTextKeys, leavesOf } from '../../../components/records/record-form';
import { empathyMapTool } from '../phase-1-empathize/EmpathyMaps';
import { interviewTool } from '../phase-1-empathize/Interviews';
import { observationTool } from '../phase-1-empathize/Observations';
import { personaTool } from '../phase-1-empathize/Personas';
import { hmwTool } from '../phase-2-define/HmwQuestions';
import { povTool } from '../phase-2-define/PovStatements';
import { ideaTool } from '../phase-3-ideate/Ideas';
import { prototypeTool } from '../phase-4-prototype/PrototypeList';
import { testPlanTool } from '../phase-5-test/TestPlanList';
import { testResultTool } from '../phase-5-test/test-result-tool';
import type { RecordFormTool, RecordToolDescriptor } from './descriptor';
import type { TextRole } from './texts';

/**
 * Every text a tool's descriptor names, through the layout table (toolTexts) or its fields'
 * declarations, is in the four languages: a wrong layout or field key would show as the key
 * itself on screen, in any language.
 */
const catalogs = import.meta.glob<Record<string, unknown>>('../../../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});
const LANGUAGES = ['pt-BR', 'en', 'es', 'fr'] as const;

function catalog(language: string, namespace: string): unknown {
  const entry = Object.entries(catalogs).find(([file]) =>
    file.endsWith(`/locales/${language}/${namespace}.json`),
  );
  return entry?.[1];
}

/** The key is there, as such or as a plural ('voteLabel' as 'voteLabel_one'…). */
function has(language: string, namespace: string, key: string): boolean {
  const path = key.split('.');
  const last = path.pop() ?? '';
  let node = catalog(language, namespace);
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
  const parent = node as Record<string, unknown> | undefined;
  return typeof parent?.[last] === 'string' || typeof parent?.[`${last}_one`] === 'string';
}

type AnyTool = RecordFormTool<ChildEntity, never>;

const LIST_ROLES: TextRole[] = ['title', 'loading', 'emptyTitle', 'emptyText', 'loadError'];
const EDIT_ROLES: TextRole[] = ['new', 'editTitle', 'save', 'updated', 'updateError', 'edit'];
const RECORD_ROLES: TextRole[] = ['createTitle', 'create', 'created', 'createError', 'deleted'];

/** The roles a tool shows, by what its descriptor declares. */
function rolesOf(tool: AnyTool & Partial<RecordToolDescriptor<ChildEntity, never>>): TextRole[] {
  const roles: TextRole[] = [...LIST_ROLES, ...RECORD_ROLES, 'deleteError'];
  if (tool.Card) roles.push(...EDIT_ROLES, 'delete');
  if (tool.list?.subtitle) roles.push('subtitle');
  if (tool.list?.emptyAction) roles.push('emptyAction');
  if (tool.list?.loadErrorText) roles.push('loadErrorText');
  if (tool.confirmDelete) roles.push('confirmTitle', 'confirmMessage');
  if (tool.vote) roles.push('vote');
  return roles;
}

/** The keys of a field's texts: label, placeholder, hint, and each option's. */
function fieldKeys(field: LeafFieldSpec<never>, prefix: string): string[] {
  if (field.kind === 'custom') return []; // its own component names its texts
  const { label, placeholder, hint } = fieldTextKeys(field as LeafFieldSpec<unknown>, prefix);
  const keys = [label, placeholder, hint];
  if ((field.kind === 'choice' || field.kind === 'select') && field.values)
    keys.push(...field.values.map((value) => `${field.optionKey}.${value}`));
  if (field.kind === 'rating')
    keys.push(field.unrated, ...field.values.map((n) => `${field.optionKey}.${n}`));
  if (field.kind === 'select') keys.push(field.noOptions);
  return keys.filter((key): key is string => key !== undefined);
}

const TOOLS = {
  empathyMapTool,
  personaTool,
  interviewTool,
  observationTool,
  povTool,
  hmwTool,
  ideaTool,
  prototypeTool,
  testPlanTool,
  testResultTool,
} as unknown as Record<string, AnyTool>;

describe('record tools', () => {
  it.each(Object.entries(TOOLS))('%s names only texts that exist in every language', (_, tool) => {
    const { ns, keys } = tool.texts;
    const wanted = [
      ...rolesOf(tool).map((role) => keys[role]),
      ...leavesOf(tool.form.fields).flatMap((field) => fieldKeys(field, keys.fields)),
    ];
    const missing = LANGUAGES.flatMap((language) =>
      wanted.filter((key) => !has(language, ns, key)).map((key) => `${language} ${ns}:${key}`),
    );
    expect(missing).toEqual([]);
  });
});
