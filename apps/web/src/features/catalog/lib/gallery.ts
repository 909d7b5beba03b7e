// State of the full-screen gallery (spec §2 Product page): previous/next wrap around, zoom toggles
// between 1 and 2, pan is clamped to the zoomed image's bounds, and any navigation resets zoom and pan.
export const MODAL_ZOOM = 2;
export const HOVER_ZOOM = 1.6;

export interface GalleryState {
  index: number;
  zoomed: boolean;
  x: number;
  y: number;
}

export type GalleryAction =
  | { type: 'next'; count: number }
  | { type: 'prev'; count: number }
  | { type: 'goto'; index: number }
  | { type: 'toggleZoom' }
  | { type: 'pan'; x: number; y: number; width: number; height: number }
  | { type: 'reset'; index?: number };

export const initialGallery = (index = 0): GalleryState => ({ index, zoomed: false, x: 0, y: 0 });

/** Largest offset that keeps a zoomed image covering its box. */
export function clampPan(value: number, size: number, scale = MODAL_ZOOM): number {
  const limit = (size * (scale - 1)) / 2;
  return Math.max(-limit, Math.min(limit, value));
}

export function galleryReducer(state: GalleryState, action: GalleryAction): GalleryState {
  switch (action.type) {
    case 'next':
      return action.count > 0 ? initialGallery((state.index + 1) % action.count) : state;
    case 'prev':
      return action.count > 0 ? initialGallery((state.index - 1 + action.count) % action.count) : state;
    case 'goto':
      return initialGallery(action.index);
    case 'toggleZoom':
      return { ...state, zoomed: !state.zoomed, x: 0, y: 0 };
    case 'pan':
      if (!state.zoomed) return state;
      return { ...state, x: clampPan(action.x, action.width), y: clampPan(action.y, action.height) };
    case 'reset':
      return initialGallery(action.index ?? state.index);
  }
}
