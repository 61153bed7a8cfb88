/** A text's sections, each a headed `<section>` labelled by its heading (`{prefix}-{heading as a slug}`). */
export function HeadedSections({ sections, prefix }: { sections: readonly { heading: string; paragraphs: readonly string[] }[]; prefix: string }) {
  return sections.map((section) => {
    const id = `${prefix}-${section.heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
    return (
      <section key={section.heading} aria-labelledby={id}>
        <h2 id={id}>{section.heading}</h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    );
  });
}
