// Whether a student's WhatsApp message is an opt-out (decision 0056): STOP as people write it, in the site's three
// languages. The whole message must be the request, so "Please stop by tomorrow" is a message for staff.

/** The words that ask for no more messages, as `words()` leaves them (no accents, no Arabic hamza or vowel marks). */
const STOP_WORDS = new Set([
  "stop",
  "unsubscribe",
  // French: arrêt, arrêter, stopper, désabonner, désinscrire.
  "arret",
  "arreter",
  "stopper",
  "desabonner",
  "desinscrire",
  // Arabic: توقف (stop), أوقف (stop it), إلغاء / الغاء (cancel), إيقاف (stopping).
  "توقف",
  "اوقف",
  "الغاء",
  "ايقاف",
]);

/** Politeness around it that does not change the request: "stop please", "arrêt svp", "توقف من فضلك". */
const COURTESY = new Set([
  "please",
  "pls",
  "plz",
  "thanks",
  "thank",
  "you",
  "svp",
  "stp",
  "s",
  "il",
  "vous",
  "te",
  "plait",
  "merci",
  "من",
  "فضلك",
  "لو",
  "سمحت",
  "شكرا",
]);

/**
 * The message's words, compared as people mean them: compatibility forms folded (ＳＴＯＰ), accents and Arabic
 * vowel marks and hamza seats dropped (arrêt → arret, إلغاء → الغاء, توقّف → توقف), lower case, and anything that is
 * not a letter or a digit (punctuation, emoji, spaces, direction marks) a separator.
 */
function words(text: string) {
  return text
    .normalize("NFKC")
    .normalize("NFD")
    .replace(/[\p{M}\u0640]/gu, "") // combining marks (accents, harakat, hamza above/below) and the tatweel
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A reply that is an opt-out: one stop word, alone or with courtesy words, whatever the case, punctuation, emoji
 * and spaces around it ("Stop.", "STOP!", "stop please", "Unsubscribe", "Arrêt svp", "توقف", "إلغاء").
 */
export function isStop(text: string) {
  const all = words(text);
  const asks = all.filter((word) => STOP_WORDS.has(word));
  return asks.length >= 1 && all.every((word) => STOP_WORDS.has(word) || COURTESY.has(word));
}
