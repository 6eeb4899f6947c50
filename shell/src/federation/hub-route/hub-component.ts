import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadHub, loadedHub, resetHub } from '../loading/remotes';

// One lazy component per remote id, created outside render and kept until "Try again".
const lazies = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The component to render for a hub. Once loaded it is the hub's own component,
 * so navigating to a prefetched hub never suspends (no Suspense reveal delay).
 */
export function getHubComponent(name: string): ComponentType {
  // A hub first rendered through its lazy wrapper keeps that wrapper: swapping in the loaded
  // component on the next render would be a new element type, and React would remount the
  // whole hub (losing its state and focus) on the first navigation inside it.
  const existing = lazies.get(name);
  if (existing) return existing;
  const ready = loadedHub(name);
  if (ready) return ready;
  const component = lazy(() => loadHub(name).then((c) => ({ default: c })));
  lazies.set(name, component);
  return component;
}

export function retryHub(name: string): void {
  lazies.delete(name);
  resetHub(name);
}
