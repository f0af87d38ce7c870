import { FORM_WITH_FILE } from './request-bodies';

/** The setup file that carries a Blob or File request body to the mock as its bytes (docs/decisions/0064). */
describe('request bodies under jsdom', () => {
  const bytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255];

  it('sends a File as its bytes, with its type when none is given', async () => {
    const file = new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });
    const request = new Request('http://localhost/upload', { method: 'PUT', body: file });
    expect(request.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await request.clone().arrayBuffer())]).toEqual(bytes);
    expect((await request.arrayBuffer()).byteLength).toBe(bytes.length);
  });

  it('keeps the content type the sender set', async () => {
    const request = new Request('http://localhost/upload', {
      method: 'PUT',
      headers: { 'Content-Type': 'multipart/form-data' },
      body: new Blob(['text'], { type: 'text/plain' }),
    });
    expect(request.headers.get('content-type')).toBe('multipart/form-data');
    expect(await request.text()).toBe('text');
  });

  it('says so when a form holds a file, instead of sending `undefined`', () => {
    const form = new FormData();
    form.append('file', new File(['x'], 'x.png', { type: 'image/png' }));
    expect(() => new Request('http://localhost/upload', { method: 'POST', body: form })).toThrow(
      FORM_WITH_FILE,
    );
  });

  it('leaves other bodies to the environment', async () => {
    const form = new FormData();
    form.append('name', 'value');
    const request = new Request('http://localhost/form', { method: 'POST', body: form });
    expect((await request.formData()).get('name')).toBe('value');
    expect(await new Request('http://localhost/', { method: 'POST', body: 'words' }).text()).toBe(
      'words',
    );
  });
});
