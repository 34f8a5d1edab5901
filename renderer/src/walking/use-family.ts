import { useCallback, useEffect, useState } from 'react';
import type { AddFamilyMemberRequest, FamilyMember } from '../../../shared/api/walking';
import { ApiRequestError } from '../api/client';
import { showToast } from '../toasts/toast-store';
import { addFamilyMember, fetchFamily, removeFamilyMember } from './walking-api';

type FamilyList = { status: 'loading' } | { status: 'ready'; members: FamilyMember[] } | { status: 'failed' };

/** The hub's reason when it gave one that a person can act on (unknown device ID, already listed). */
function reason(error: unknown): string | undefined {
  return error instanceof ApiRequestError && error.code !== null && error.status < 500 ? error.message : undefined;
}

/** The family list of GET/POST/DELETE /api/family, with the spec's failure toasts (spec/assist.md §8). */
export function useFamily() {
  const [list, setList] = useState<FamilyList>({ status: 'loading' });

  const reload = useCallback(async () => {
    try {
      setList({ status: 'ready', members: await fetchFamily() });
    } catch {
      setList({ status: 'failed' });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const add = async (member: AddFamilyMemberRequest): Promise<boolean> => {
    try {
      await addFamilyMember(member);
      await reload();
      return true;
    } catch (error) {
      showToast({ title: 'Failed to add family member', description: reason(error), variant: 'destructive' });
      return false;
    }
  };

  const remove = async (id: string): Promise<void> => {
    try {
      await removeFamilyMember(id);
      setList((current) => (current.status === 'ready' ? { status: 'ready', members: current.members.filter((m) => m.id !== id) } : current));
    } catch (error) {
      showToast({ title: 'Failed to remove family member', description: reason(error), variant: 'destructive' });
    }
  };

  return { list, add, remove, reload };
}
