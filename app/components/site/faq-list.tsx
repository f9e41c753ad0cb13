import type { FaqData } from "~/modules/content/cards";

/** <details>: opens without JavaScript, with the keyboard and in find-in-page. */
export function FaqList({ faqs, openFirst = false }: { faqs: FaqData[]; openFirst?: boolean }) {
  return (
    <div className="faq-list">
      {faqs.map((faq, index) => (
        <details
          key={faq.id}
          className="faq-item"
          id={`faq-${faq.id}`}
          open={openFirst && index === 0}
        >
          <summary className="faq-question">{faq.question}</summary>
          <div
            className="faq-answer rich-text"
            dangerouslySetInnerHTML={{ __html: faq.answerHtml }}
          />
        </details>
      ))}
    </div>
  );
}
