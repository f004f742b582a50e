import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { endedSessionMessage } from './session-end';

const failure = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('why a session ended (decision 140)', () => {
  it('a token refresh the identity service refuses: disabled, or revoked', () => {
    expect(endedSessionMessage(failure('auth/user-disabled'))).toBe(messages.accountDisabled);
    expect(endedSessionMessage(failure('auth/user-token-expired'))).toBe(messages.sessionEnded);
  });

  it('a callable refused as unauthenticated: the server’s own word, without the status the SDK appends', () => {
    expect(
      endedSessionMessage(
        failure('functions/unauthenticated', `${messages.accountDisabled} [401]`),
      ),
    ).toBe(messages.accountDisabled);
    expect(
      endedSessionMessage(failure('functions/unauthenticated', `${messages.sessionEnded} [401]`)),
    ).toBe(messages.sessionEnded);
    // No token reached the server at all: the session is over too.
    expect(endedSessionMessage(failure('functions/unauthenticated', 'Sign in to order food'))).toBe(
      messages.sessionEnded,
    );
  });

  it('says nothing for every other failure: they do not sign anyone out', () => {
    for (const code of [
      'functions/permission-denied',
      'functions/not-found',
      'functions/internal',
      'auth/network-request-failed',
      'auth/too-many-requests',
      'permission-denied',
    ])
      expect(endedSessionMessage(failure(code, messages.accountBlocked))).toBeNull();
    expect(endedSessionMessage(new Error('offline'))).toBeNull();
    expect(endedSessionMessage(undefined)).toBeNull();
  });
});
