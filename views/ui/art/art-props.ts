/** What every piece of art takes: a class, and a title when the picture means something on its own (otherwise it is hidden from screen readers). */
export interface ArtProps {
  className?: string;
  title?: string;
}
