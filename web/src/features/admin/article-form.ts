import {
  type Article,
  type ArticleCreate,
  type ArticleCreateInput,
  articleCreateSchema,
  articleSchema,
  DEFAULT_ARTICLE_CATEGORY,
  deferred,
  joinTags,
  optionalText,
  splitTags,
} from '@trilha/shared';

/**
 * The article form: the shared create schema, except that tags are typed as comma-separated
 * text, split (trimmed, blanks dropped) and then held to the same rules as a list of tags.
 * The server names new articles, so there is no id.
 */
export const articleFormSchema = deferred(() =>
  articleCreateSchema.omit({ id: true }).extend({
    tags: optionalText().transform(splitTags).pipe(articleSchema.shape.tags.unwrap()),
  }),
);

export type ArticleFormInput = Omit<ArticleCreateInput, 'id' | 'tags'> & { tags?: string };
export type ArticleFormOutput = Omit<ArticleCreate, 'id'>;

/** Blank for a new article (category empathize, published), or the article being edited. */
export function articleFormValues(article: Article | null): Required<ArticleFormInput> {
  return {
    title: article?.title ?? '',
    description: article?.description ?? '',
    content: article?.content ?? '',
    category: article?.category ?? DEFAULT_ARTICLE_CATEGORY,
    author: article?.author ?? '',
    tags: article ? joinTags(article.tags) : '',
    published: article?.published ?? true,
  };
}
