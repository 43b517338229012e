/**
 * Copies text to the clipboard and answers whether it worked. `navigator.clipboard` is missing
 * outside secure contexts and refuses without permission: both count as a failed copy.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (!clipboard) return false;
  return clipboard.writeText(text).then(
    () => true,
    () => false,
  );
}
