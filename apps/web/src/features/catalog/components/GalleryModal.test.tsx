// The full-screen gallery (spec §2 Product page): previous/next wrap around with a "n / total"
// counter, zoom toggles to ×2 and resets on navigation, pan stays inside the image, Escape closes.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clampPan, galleryReducer, initialGallery } from '../lib/gallery.ts';
import GalleryModal from './GalleryModal.tsx';

const images = ['/a.png', '/b.png', '/c.png', '/d.png'];

function setup(startIndex = 0) {
  const onClose = vi.fn();
  render(<GalleryModal images={images} startIndex={startIndex} alt="Console" onClose={onClose} />);
  const counter = () => screen.getByTestId('gallery-counter').textContent;
  const image = () => screen.getByTestId('gallery-image') as HTMLImageElement;
  const zoom = () => screen.getByRole('button', { name: /zoom/i });
  return { onClose, counter, image, zoom };
}

describe('<GalleryModal>', () => {
  it('wraps around in both directions and shows the counter', async () => {
    const user = userEvent.setup();
    const { counter, image } = setup(1);
    expect(counter()).toBe('2 / 4');
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(counter()).toBe('1 / 4');
    expect(image().getAttribute('src')).toBe('/a.png');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(counter()).toBe('4 / 4');
    expect(image().getAttribute('src')).toBe('/d.png');
  });

  it('zooms to ×2 and resets the zoom when moving to another image', async () => {
    const user = userEvent.setup();
    const { image, zoom } = setup();
    await user.click(zoom());
    expect(zoom().getAttribute('aria-pressed')).toBe('true');
    expect(image().style.transform).toContain('scale(2)');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(zoom().getAttribute('aria-pressed')).toBe('false');
    expect(image().style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('gallery state', () => {
  it('clamps pan to the zoomed image bounds and ignores pan when not zoomed', () => {
    const zoomed = galleryReducer(initialGallery(), { type: 'toggleZoom' });
    const panned = galleryReducer(zoomed, { type: 'pan', x: 900, y: -900, width: 400, height: 300 });
    expect([panned.x, panned.y]).toEqual([200, -150]);
    expect(clampPan(50, 400)).toBe(50);
    expect(galleryReducer(initialGallery(), { type: 'pan', x: 50, y: 50, width: 400, height: 300 })).toEqual(initialGallery());
    expect(galleryReducer(panned, { type: 'prev', count: 4 })).toEqual({ index: 3, zoomed: false, x: 0, y: 0 });
  });
});
