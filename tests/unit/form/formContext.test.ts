import {createElement} from 'react'
import {renderToString} from 'react-dom/server'
import {describe, expect, test} from 'vitest'
import {useForm} from '../../../ui/form/formContext.ts'

function FieldOutsideAForm() {
  useForm()
  return null
}

describe('programmer errors of the form (ED-FORM-053)', () => {
  test('a field rendered outside a document form throws a clear error', () => {
    expect(() => renderToString(createElement(FieldOutsideAForm))).toThrow('A form field is rendered outside a document form')
  })
})
