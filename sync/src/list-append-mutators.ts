import {
  deferred,
  EMPATHY_MAP_QUADRANTS,
  idSchema,
  LIST_ITEM_MAX,
  LIST_MAX,
  message,
  text,
} from '@trilha/shared';
import { z } from 'zod';
import { MutationRejected } from './mutation-rejected';
import type { Mutator } from './mutator-args';
import { notFound } from './refusals';

/**
 * Appends to a record's list instead of replacing it. `empathyMap.update` carries the whole
 * quadrant, so two tablets that each add a sticky note offline would overwrite each other
 * (field-level last-writer-wins). `empathyMap.addItem` carries only the new item and appends it
 * to whatever the list holds when it is applied: on this device at once, again on top of the
 * server's state when pending work is rebased after a pull, and on the server in arrival order.
 * Every append survives, in the order the server received them.
 */
const addItemArgs = deferred(() =>
  z.object({
    id: idSchema,
    quadrant: z.enum(EMPATHY_MAP_QUADRANTS, { error: 'validation.quadrant_invalid' }),
    item: text().trim().min(1, 'validation.blank_item').max(LIST_ITEM_MAX, 'validation.max_chars'),
  }),
);

type AddItemArgs = z.infer<typeof addItemArgs>;

export const LIST_APPEND_MUTATORS: Readonly<Record<string, Mutator>> = {
  'empathyMap.addItem': {
    args: addItemArgs as unknown as z.ZodType<unknown>,
    async apply(tx, args) {
      const { id, quadrant, item } = args as AddItemArgs;
      const map = await tx.get('empathyMaps', id);
      if (!map) throw notFound('empathyMaps');
      const items = map[quadrant];
      // The same bound as the list in the schema: refused before anything is written.
      if (items.length >= LIST_MAX)
        throw new MutationRejected('invalid', message('validation.max_items', { max: LIST_MAX }));
      await tx.update('empathyMaps', id, { [quadrant]: [...items, item], updatedAt: tx.now() });
    },
  },
};
