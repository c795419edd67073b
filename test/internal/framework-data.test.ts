// React 19 writes an object prop on a not-yet-defined custom element as the attribute
// "[object Object]", keeping the object in its props on the node. The base reads it back.
import { expect } from '@open-wc/testing';
import { CswTestElement } from '../fixtures/test-element.js';
import { defineElement } from '../../src/internal/define-element.js';
import { objectFromReactProps } from '../../src/internal/framework-data.js';

const text = (el: HTMLElement) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();

describe('data set by React before the tag is defined', () => {
  it('finds the object in React\u2019s props on the node, and nothing else', () => {
    const node = document.createElement('div');
    expect(objectFromReactProps(node, 'data')).to.equal(undefined);
    Object.assign(node, { __reactProps$x1: { data: 'text' } });
    expect(objectFromReactProps(node, 'data')).to.equal(undefined);
    const data = { items: [] };
    Object.assign(node, { __reactProps$x1: { data } });
    expect(objectFromReactProps(node, 'data')).to.equal(data);
  });

  it('shows the object instead of an invalid-JSON error once the element upgrades', async () => {
    // A tag defined only after "React" rendered it, as a lazily loaded library would be.
    const tag = 'csw-late-element';
    const el = document.createElement(tag);
    el.setAttribute('data', '[object Object]');
    Object.assign(el, { __reactProps$abc: { data: { items: [{ name: 'from react', value: 7 }] } } });
    document.body.append(el);
    defineElement(tag, class extends CswTestElement {});
    const upgraded = el as CswTestElement;
    const { error } = await upgraded.ready;
    expect(error).to.equal(null);
    expect(text(upgraded)).to.contain('from react: 7');
    upgraded.remove();
  });

  it('still reports "[object Object]" as invalid JSON when no framework holds the object', async () => {
    const tag = 'csw-late-element-2';
    const el = document.createElement(tag);
    el.setAttribute('data', '[object Object]');
    document.body.append(el);
    defineElement(tag, class extends CswTestElement {});
    const { error } = await (el as CswTestElement).ready;
    expect(error).to.match(/data attribute/);
    el.remove();
  });
});
