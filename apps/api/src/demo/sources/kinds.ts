// The vocabulary that links data to generated art: device silhouettes for hardware, brand
// palettes for platforms, and a few store icons for top-level categories.

export const DEVICE_KINDS = [
  'cpu',
  'gpu',
  'motherboard',
  'ram',
  'storage',
  'psu',
  'case',
  'cooler',
  'console',
  'controller',
  'headset',
  'keyboard',
  'mouse',
  'monitor',
  'handheld',
  'vr',
] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const PLATFORM_KEYS = ['playstation', 'xbox', 'steam', 'nintendo', 'apple', 'google-play', 'amazon'] as const;
export type PlatformKey = (typeof PLATFORM_KEYS)[number];

export const STORE_ICONS = ['hardware', 'digital', 'globe', 'gamepad', 'gift', 'subscription'] as const;
export type StoreIcon = (typeof STORE_ICONS)[number];

export type ArtKind = DeviceKind | PlatformKey | StoreIcon;

export function isDeviceKind(kind: ArtKind): kind is DeviceKind {
  return (DEVICE_KINDS as readonly string[]).includes(kind);
}

export function isPlatformKey(kind: ArtKind): kind is PlatformKey {
  return (PLATFORM_KEYS as readonly string[]).includes(kind);
}
