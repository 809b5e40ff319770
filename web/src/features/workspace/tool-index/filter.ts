import type { PhaseNumber, ToolCatalogueEntry, ToolCategory } from '@trilha/shared';

export interface ToolFilterState {
  query: string;
  /** null: 'Todas Fases'. */
  phase: PhaseNumber | null;
  /** null: 'Todas Categorias'. */
  category: ToolCategory | null;
}

export const NO_FILTERS: ToolFilterState = { query: '', phase: null, category: null };

/** Lower case without accents, so 'definicao' finds 'Definição' as users expect. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The index's text search: name, description or any tag (hidden '+N' tags included). */
export function matchesQuery(
  tool: Pick<ToolCatalogueEntry, 'name' | 'description' | 'tags'>,
  query: string,
): boolean {
  const needle = fold(query.trim());
  if (!needle) return true;
  return [tool.name, tool.description, ...tool.tags].some((field) => fold(field).includes(needle));
}

/** Search, phase and category together: a tool shows only when it passes all three. */
export function filterTools<T extends ToolCatalogueEntry>(
  tools: readonly T[],
  filters: ToolFilterState,
): T[] {
  return tools.filter(
    (tool) =>
      (filters.phase === null || tool.phase === filters.phase) &&
      (filters.category === null || tool.category === filters.category) &&
      matchesQuery(tool, filters.query),
  );
}

/** Filter buttons toggle: choosing the active value again goes back to "all". */
export function toggled<T>(current: T | null, chosen: T): T | null {
  return current === chosen ? null : chosen;
}

export function hasFilters(filters: ToolFilterState): boolean {
  return filters.query.trim() !== '' || filters.phase !== null || filters.category !== null;
}
