// Every popup of the spec's catalogue goes through here: sweetalert2 at the top, closing by
// itself after the spec's time. The library is loaded on first use, never at first paint. The
// callers pass their texts in the page's language; the popups' own words are translated here,
// when each is shown (decision 210).

import { msg } from '@lingui/core/macro';
import { popupMs } from '@/config/ui';
import { i18n } from './i18n';
import { loadOnce } from './load-once';

const swal = loadOnce(() => import('sweetalert2').then((module) => module.default));

/** Loads the popups' code ahead of one the page is about to show (a purchase's answer). */
export function preparePopups(): void {
  void swal();
}

type Icon = 'success' | 'warning' | 'error' | 'info';

/** Shows a popup that closes by itself; resolves once it is on the page, not when it closes. */
export async function notify(title: string, icon: Icon, timerMs: number): Promise<void> {
  const Swal = await swal();
  void Swal.fire({
    position: 'top',
    icon,
    // titleText, not title: sweetalert2 parses `title` as HTML.
    titleText: title,
    showConfirmButton: false,
    timer: timerMs,
    timerProgressBar: true,
  });
}

/** The spec's warning popup of a refused order or move (3.5 s). */
export function warn(message: string): void {
  void notify(message, 'warning', popupMs.purchaseWarning);
}

/** A small toast at the top with no button (the review popup). */
export async function toast(title: string, timerMs: number): Promise<void> {
  const Swal = await swal();
  await Swal.fire({
    toast: true,
    position: 'top',
    icon: 'success',
    titleText: title,
    showConfirmButton: false,
    timer: timerMs,
    timerProgressBar: true,
  });
}

/**
 * Why the user was just signed out (the account disabled, the session ended): it stays until
 * they press OK, since they may not be looking when it happens.
 */
export async function signedOutNotice(message: string): Promise<void> {
  const Swal = await swal();
  await Swal.fire({
    icon: 'error',
    titleText: message,
    text: i18n._(msg`You have been signed out.`),
    confirmButtonText: i18n._(msg`OK`),
    confirmButtonColor: '#b33a0a', // the theme's primary, as in confirmAction
  });
}

/** The spec's delete confirmation; resolves true when the user confirms. */
export function confirmDelete(): Promise<boolean> {
  return confirmAction({
    heading: i18n._(msg`Are you sure?`),
    text: i18n._(msg`You won't be able to revert this!`),
    confirmButton: i18n._(msg`Yes, delete it!`),
  });
}

/**
 * A confirmation in the spec's style for another irreversible step (declining an order); its
 * Cancel button in the page's language unless the caller names it.
 */
export async function confirmAction({
  heading,
  text,
  confirmButton,
  cancelButton = i18n._(msg`Cancel`),
  icon = 'warning',
}: {
  heading: string;
  text: string;
  confirmButton: string;
  cancelButton?: string;
  icon?: 'warning' | 'question';
}): Promise<boolean> {
  const Swal = await swal();
  const result = await Swal.fire({
    titleText: heading,
    text,
    icon,
    showCancelButton: true,
    confirmButtonText: confirmButton,
    cancelButtonText: cancelButton,
    confirmButtonColor: '#b33a0a', // the theme's primary: white text at 5.9:1
    cancelButtonColor: '#57534e',
    focusCancel: true,
  });
  return result.isConfirmed;
}
