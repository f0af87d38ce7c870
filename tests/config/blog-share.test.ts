import { describe, expect, it } from 'vitest';
import { blogShareDescription, blogShareTitle } from '@/config/blog-share';

describe('what a link preview of a blog shows (issue 25 item 7)', () => {
  it("titles it '{title} | {site} Blog', and 'Blog' while untitled", () => {
    expect(blogShareTitle('Trains', 'Inkwell')).toBe('Trains | Inkwell Blog');
    expect(blogShareTitle('', 'Inkwell')).toBe('Blog | Inkwell Blog');
  });

  it('describes it with its description, else names the blog, its author and the site', () => {
    const blog = { title: 'Trains', des: '  Two weeks by rail. ', authorName: 'Ann Writer' };
    expect(blogShareDescription(blog, 'Inkwell')).toBe('Two weeks by rail.');
    expect(blogShareDescription({ ...blog, des: '   ' }, 'Inkwell')).toBe(
      'Read “Trains” by Ann Writer on Inkwell.',
    );
  });
});
