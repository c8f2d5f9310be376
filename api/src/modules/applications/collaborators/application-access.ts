import { Injectable } from '@nestjs/common';
import { DomainError, forbidden, notFound } from '@registry/domain/shared/domain-error';
import type { Principal } from '#src/shared/http/principal';
import type { CommandActor } from '@registry/domain/applications/workflow/workflow';
import type { AnyState } from '../kinds/application-kind.js';

export function commandActor(principal: Principal): CommandActor {
  return principal.kind === 'applicant'
    ? { kind: 'applicant', email: principal.email }
    : { kind: 'staff', id: principal.userId, permissions: [...principal.permissions] };
}

/** 410: the caller owned the application before a transfer; the portal explains it. */
const transferred = () => new DomainError('gone', { code: 'application.transferred' });

/**
 * Who may see and act on an application: its owner (or the address a transfer goes to), or staff
 * who may read applications. Everyone else gets 404, so ids cannot be probed.
 */
@Injectable()
export class ApplicationAccess {
  /** Only applicants submit: staff do not apply on anyone's behalf. */
  requireApplicant(principal: Principal): asserts principal is Extract<Principal, { kind: 'applicant' }> {
    if (principal.kind !== 'applicant') throw forbidden();
  }

  /** The loaded application, when it exists and the caller may see it; otherwise 404. */
  readable<L extends { state: AnyState; version: number }>(principal: Principal, loaded: L): L {
    if (loaded.version === 0) throw notFound();
    this.mayRead(principal, loaded.state);
    return loaded;
  }

  private mayRead(principal: Principal, state: AnyState): void {
    if (principal.kind === 'staff' && principal.permissions.has('applications.read')) return;
    const email = principal.kind === 'applicant' ? principal.email.toLowerCase() : '';
    if (state.ownerEmail?.toLowerCase() === email || state.pendingTransfer?.newEmail?.toLowerCase() === email) return;
    // A former owner (whose page may still be open) is told it was transferred, not that it does not exist (issue 34 §6).
    if (email && (state.formerOwners ?? []).some((former) => former.toLowerCase() === email)) throw transferred();
    throw notFound();
  }
}
