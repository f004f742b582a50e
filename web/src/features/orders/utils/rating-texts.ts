// The ratings' texts of the shared code (ratingMessages: the schema's errors, the rules'
// refusal, the thanks) in the page's language (decision 210), found by their English as
// pageText finds the others'. A test holds each to its English.
import { msg } from '@lingui/core/macro';
import { ratingLimits, ratingMessages } from '@shared';
import { numberText } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** A text of ratingMessages (or a rating schema's error) in the page's language; others as they are. */
export function ratingText(english: string): string {
  switch (english) {
    case ratingMessages.thanks:
      return i18n._(msg`Thanks for rating!`);
    case ratingMessages.starsRequired:
      return i18n._(msg`Choose 1 to 5 stars`);
    case ratingMessages.commentTooLong: {
      const most = numberText(ratingLimits.commentMax);
      return i18n._(msg`At most ${most} characters`);
    }
    case ratingMessages.refused:
      return i18n._(msg`This order cannot be rated (it must be your completed order, rated once).`);
    default:
      return english;
  }
}
