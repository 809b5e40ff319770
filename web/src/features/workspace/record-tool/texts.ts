import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The namespaces of the phases' tools. */
export type ToolNamespace = 'empathize' | 'defineIdeate' | 'prototypeTest';

const NAMESPACES: readonly ToolNamespace[] = ['empathize', 'defineIdeate', 'prototypeTest'];

/**
 * Where each namespace keeps a tool's texts, `$` standing for the tool's prefix ('maps',
 * 'hmw', 'plans'). Columns: empathize, defineIdeate, prototypeTest. The three were written
 * apart and name the same things differently; the table says so once instead of each tool.
 * `fields` is where the form's labels start (`<fields>.<field name>`).
 */
const LAYOUT = {
  title: ['$.title', '$.title', '$.title'],
  subtitle: ['$.subtitle', '$.subtitle', '$.subtitle'],
  new: ['$.new', '$.new', '$.new'],
  loading: ['$.loading', '$.loading', '$.loading'],
  emptyTitle: ['$.empty', '$.emptyTitle', '$.empty.title'],
  emptyText: ['$.emptyText', '$.emptyText', '$.empty.text'],
  emptyAction: ['$.createFirst', '$.createFirst', '$.empty.action'],
  loadError: ['$.loadError', '$.loadError', '$.loadError'],
  loadErrorText: ['$.loadErrorText', '$.loadErrorText', '$.loadErrorText'],
  createTitle: ['$.newTitle', '$.createTitle', '$.form.createTitle'],
  editTitle: ['$.editTitle', '$.editTitle', '$.form.editTitle'],
  create: ['$.create', '$.create', '$.form.create'],
  save: ['save', 'form.save', 'common.save'],
  created: ['$.created', '$.created', '$.toast.created'],
  createError: ['$.createError', '$.createError', '$.toast.createError'],
  updated: ['$.updated', '$.updated', '$.toast.updated'],
  updateError: ['$.updateError', '$.updateError', '$.toast.updateError'],
  deleted: ['$.deleted', '$.deleted', '$.toast.deleted'],
  deleteError: ['$.deleteError', '$.deleteError', '$.toast.deleteError'],
  edit: ['$.edit', '$.editLabel', '$.card.edit'],
  delete: ['$.delete', '$.deleteLabel', '$.card.delete'],
  confirmTitle: ['$.deleteTitle', '$.deleteTitle', '$.deleteTitle'],
  confirmMessage: ['$.deleteConfirm', '$.deleteConfirm', 'confirm.message'],
  vote: ['voteLabel', 'voteLabel', 'voteLabel'],
  fields: ['$', '$', '$.form'],
} as const satisfies Record<string, readonly [string, string, string]>;

/** What a tool's texts are for: the list, the dialog, the toasts, the card's labels. */
export type TextRole = keyof typeof LAYOUT;

/** A tool's texts: its namespace and the key of each role. */
export interface ToolTexts {
  ns: ToolNamespace;
  keys: Record<TextRole, string>;
}

/**
 * The keys of a tool's texts in `ns`, under `prefix`, by the namespace's layout; `overrides`
 * for the few a tool names its own way (the ideas' 'loadErrorTitle').
 */
export function toolTexts(
  ns: ToolNamespace,
  prefix: string,
  overrides: Partial<Record<TextRole, string>> = {},
): ToolTexts {
  const column = NAMESPACES.indexOf(ns);
  const keys = Object.fromEntries(
    Object.entries(LAYOUT).map(([role, layouts]) => [role, layouts[column]?.replace('$', prefix)]),
  ) as Record<TextRole, string>;
  return { ns, keys: { ...keys, ...overrides } };
}

/**
 * A tool's texts in the interface language: `text(role)` by the layout, `t` for the keys it
 * names itself, `keys` for the keys as such.
 */
export function useToolTexts(texts: ToolTexts) {
  const { t } = useTranslation(texts.ns);
  const text = useCallback(
    (role: TextRole, params?: Record<string, unknown>) => t(texts.keys[role], params),
    [t, texts],
  );
  return { t, text, keys: texts.keys };
}
