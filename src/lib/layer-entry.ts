import { THIS_LOAD } from './this-load';

/**
 * Issue 29 item 13: Back closes what is open. A layer over a page (the blog page's Comments panel) is a
 * history entry of its own: opening it pushes an entry on the page's own address carrying this router state,
 * so the browser's Back (how people close a sheet on a phone) closes it and stays on the page, and Forward
 * opens it again.
 *
 * `load` names the page load that pushed the entry. Closing the layer from its own controls goes back to the
 * entry below when this load pushed it, so no extra entry is left behind; otherwise (a reload with the layer
 * open: the entry below belongs to the document before the reload, and going back to it would load the page
 * again) the entry is replaced by the page without the layer.
 */
export interface LayerState {
  layer: string;
  load: string;
}

function fieldsOf(state: unknown): Partial<LayerState> {
  return state !== null && typeof state === 'object' ? (state as Partial<LayerState>) : {};
}

/** The router state of an entry that opens `layer` over a page whose state is `below` (kept). */
export function layerState(layer: string, below: unknown): LayerState {
  const kept = below !== null && typeof below === 'object' ? below : {};
  return { ...kept, layer, load: THIS_LOAD };
}

/** Whether the entry opens `layer`. */
export function isLayerOpen(state: unknown, layer: string): boolean {
  return fieldsOf(state).layer === layer;
}

/** The state of the page under a layer's entry: the layer's own fields dropped, the rest kept. */
export function stateBelow(state: unknown): unknown {
  const { layer, load, ...rest } = fieldsOf(state);
  if (layer === undefined && load === undefined) return state;
  return Object.keys(rest).length ? rest : null;
}
