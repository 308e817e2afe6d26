// The review ask on the desk, in one line: how many customers were asked this month and how many opened
// the link (clicks are counted by our redirect; whether a review was written is the review site's to say).
import type { ReviewCounts } from "../../journey/review-ask.ts";

export function ReviewAsksLine({ counts }: { counts: ReviewCounts }) {
  return (
    <p className="card" id="reviews">
      Review asks this month: {counts.asked} sent, {counts.clicked} opened the review link.
    </p>
  );
}
