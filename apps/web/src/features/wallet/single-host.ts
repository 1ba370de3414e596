import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * A dialog driven by a module store may be mounted by the shell and by a page at once; only the first mounted
 * instance of a registry renders, so one open() never shows two dialogs.
 */
export type HostRegistry = { hosts: symbol[]; listeners: Set<() => void> };

export const createHostRegistry = (): HostRegistry => ({ hosts: [], listeners: new Set() });

const emit = (r: HostRegistry) => {
  for (const l of r.listeners) l();
};

export function useSingleHost(registry: HostRegistry): boolean {
  const [me] = useState(() => Symbol('host'));
  useEffect(() => {
    registry.hosts.push(me);
    emit(registry);
    return () => {
      registry.hosts.splice(registry.hosts.indexOf(me), 1);
      emit(registry);
    };
  }, [registry, me]);
  return useSyncExternalStore(
    (l) => {
      registry.listeners.add(l);
      return () => {
        registry.listeners.delete(l);
      };
    },
    () => registry.hosts[0] === me,
    () => false,
  );
}
