import { useTranslation } from "~/modules/i18n/react";
import { ItemLink, Picture } from "./picture";
import type { PostCardData } from "~/modules/content/cards";

export function PostCard({ post, eager = false }: { post: PostCardData; eager?: boolean }) {
  const { t } = useTranslation("pages");
  return (
    <article className="card post-card" aria-labelledby={`post-${post.id}-title`}>
      {post.picture ? (
        <div className="card-media post-media">
          <Picture picture={post.picture} eager={eager} />
        </div>
      ) : null}
      <div className="card-body">
        {post.dateLabel ? (
          <p className="card-kicker">
            <time dateTime={post.createdAt}>{post.dateLabel}</time>
          </p>
        ) : null}
        <h2 className="card-heading" id={`post-${post.id}-title`}>
          <ItemLink href={post.href}>{post.name}</ItemLink>
        </h2>
        <div className="rich-text card-text" dangerouslySetInnerHTML={{ __html: post.infoHtml }} />
        {post.requirements.length > 0 ? (
          <section className="requirements" aria-label={t("posts.requirements")}>
            <h3 className="requirements-title">{t("posts.requirements")}</h3>
            <ul className="check-list">
              {post.requirements.map((requirement, index) => (
                <li key={index}>{requirement}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}
